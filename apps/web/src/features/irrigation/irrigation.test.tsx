import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { IrrigationStatus } from '@rayyan/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { LazyNamespaces } from '../../shared/lazy-namespaces';
import { ExplanationPanel } from './explanation-panel';
import { AdviceCard } from './advice-card';
import { StatusPanel } from './status-panel';
import { holdDateError, statusActions } from './irrigation-logic';
import { NoAdvice } from './no-advice';

function renderWith(node: ReactNode, language: 'en' | 'ar') {
  return renderWithProviders(<LazyNamespaces namespaces={['irrigation']}>{node}</LazyNamespaces>, language);
}

const data: Pick<IrrigationStatus, 'explanation' | 'advice' | 'status' | 'hold_till'> = {
  status: 'active',
  hold_till: null,
  advice: {
    target_irrigation_date: '2026-06-04',
    irrigate_today: false,
    required_water_mm: 24.6,
    required_water_m3_per_feddan: 103.3,
    duration_minutes: 4714,
    duration_hhmm: '78:34',
    enough_till_date: '2026-06-03',
    data_quality: 'fair_60',
    vegetation_cover_pct: 52.4,
    vegetation_cover_source: 'satellite',
    vegetation_cover_date: '2026-05-29',
    computed_at: '2026-06-01T05:00:00Z',
    simulated_weather: true,
    water_per_tree_litres: null,
    trees: null,
    valve_name: null,
    valve_code: null,
    system_flow_m3_h: 160,
    irrigation_factor_pct: 100,
    // 160 m³/h on a 50 ha pivot, 22 h a revolution at 100 % (7 mm): 24.6 mm in one pass at 28 %.
    pivot_run: {
      capacity_m3_h: 160,
      capacity_mm_day: 7.64,
      hours_per_revolution_at_100: 22,
      depth_at_100_mm: 7,
      speed_pct: 28,
      passes: 1,
      depth_per_pass_mm: 25,
      max_depth_per_pass_mm: 25,
      limited_by: 'runoff',
      hours_per_revolution: 78.57,
      sectors: 4,
      hours_per_sector: 19.64,
      total_hours: 78.57,
      applied_mm: 25,
    },
  },
  explanation: {
    date: '2026-06-01',
    et0_mm: 6.2,
    kc: 1.15,
    etc_mm: 7.13,
    depletion_mm: 21.4,
    taw_mm: 70,
    raw_mm: 38.5,
    ks: 1,
    crop: 'maize_grain',
    days_after_planting: 45,
    growth_profile: null,
    kc_profile: null,
    refill_at_mm: null,
    kc_climate: null,
    root_zone_status: 'adequate',
    ...{ kcb: null, kcb_source: null, kcb_image_date: null, kcb_from_image: null, ke: null, evaporation_mm: null, transpiration_mm: null, canopy_cover: null, wetted_fraction: null, exposed_wetted_fraction: null, leaching: null, soil_sample: null, soil_moisture: null, water_warnings: [] },
  },
};
/** Winter wheat 12 days after sowing under a pivot, with the organisation's FAO-56 profiles and their basal Kcb (dual Kc). */
const wheatDual: typeof data = {
  ...data,
  explanation: {
    ...data.explanation!,
    crop: 'winter_wheat',
    days_after_planting: 12,
    kc: 1.02,
    etc_mm: 6.32,
    growth_profile: 'FAO-56 Winter wheat (non-frozen soil)',
    kc_profile: 'FAO-56 Winter wheat (non-frozen soil)',
    ...{ kcb: 0.15, ke: 0.87, evaporation_mm: 5.39, transpiration_mm: 0.93, canopy_cover: 0, wetted_fraction: 1, exposed_wetted_fraction: 1 },
  },
};
/** A palm field: 1,200 palms, 90 % irrigation factor, the organisation's Medjool profiles. */
const palmData: typeof data & Pick<IrrigationStatus, 'field_kind'> = {
  field_kind: 'tree',
  status: 'active',
  hold_till: null,
  advice: { ...data.advice!, required_water_mm: 30, water_per_tree_litres: 1260, trees: 1200, valve_name: 'North valve', valve_code: 'V-3', system_flow_m3_h: 38.4, irrigation_factor_pct: 90, duration_hhmm: '39:22', pivot_run: null },
  explanation: { ...data.explanation!, crop: 'date_palm', kc: 1.13, kc_climate: { rh_min_pct: 18.4, u2_ms: 2.6 }, growth_profile: 'Medjool growth', kc_profile: 'Medjool Kc', depletion_mm: 5, refill_at_mm: 12.4 },
};

/** Text with no-break spaces (a value kept with its unit) read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The sentence of one step of the explanation (`et0`, `kc`, `leaching`…). */
const step = (name: string) => screen.getByTestId(`irrigation-explanation-${name}`).textContent ?? '';

describe('irrigation explanation panel', () => {
  it('explains ET0 → Kc → ETc → depletion → advice in English', async () => {
    renderWith(<ExplanationPanel data={data} />, 'en');
    expect(await screen.findByText('How the advice was worked out')).toBeTruthy();
    expect(step('et0')).toBe('On Mon, Jun 1, 2026, the weather made a reference grass lose 6.2 mm of water (reference evapotranspiration, ET0).');
    expect(step('kc')).toBe('The crop (grain maize) is 45 days after planting, so its crop coefficient Kc is 1.15.');
    expect(step('etc')).toBe('The crop therefore used ETc = ET0 × Kc = 6.2 × 1.15 = 7.1 mm.');
    expect(step('depletion')).toContain('lost 21.4 mm of the 70 mm');
    expect(step('depletion')).toContain('beyond 38.5 mm (RAW)');
    expect(step('advice')).toBe('17.1 mm can still be used before the limit, so the next irrigation is on Thu, Jun 4, 2026: 24.6 mm.');
  });

  it('explains the same chain in Arabic, with the irrigate-today and on-hold endings', async () => {
    const { unmount } = renderWith(<ExplanationPanel data={data} />, 'ar');
    expect(await screen.findByText('كيف حُسب الإرشاد')).toBeTruthy();
    const et0 = step('et0');
    expect(et0).toContain('البخر-نتح المرجعي، ET0');
    expect(et0).toContain('6.2 مم');
    expect(step('kc')).toContain('ذرة حبوب');
    expect(step('kc')).toContain('معامل المحصول Kc هو 1.15');
    // The formula is an LTR isolate inside the Arabic sentence, so it reads left to right.
    expect(step('etc')).toBe('إذن استهلك المحصول \u2066ETc = ET0 × Kc = 6.2 × 1.15 = 7.1\u2069 مم.');
    expect(step('advice')).toContain('الري القادم في');
    unmount();

    const today = { ...data, advice: { ...data.advice!, irrigate_today: true } };
    const second = renderWith(<ExplanationPanel data={today} />, 'ar');
    expect((await screen.findByTestId('irrigation-explanation-advice')).textContent).toBe('بلغ الاستنزاف الحد، لذا اروِ اليوم: 24.6 مم.');
    second.unmount();

    renderWith(<ExplanationPanel data={{ ...data, status: 'on_hold', hold_till: '2026-06-10' }} />, 'ar');
    expect((await screen.findByTestId('irrigation-explanation-advice')).textContent).toBe('الري متوقف مؤقتًا، لذا لا يُنصح بالري.');
  });

  it('explains a palm field: no days after planting, the profiles used, the irrigation factor and the litres per palm', async () => {
    const { unmount } = renderWith(<ExplanationPanel data={palmData} />, 'en');
    expect((await screen.findByTestId('irrigation-explanation-kc')).textContent).toBe('The crop coefficient Kc of the crop (date palm) is 1.13.');
    expect(step('kc_climate')).toBe(
      'Its mid- and late-season values are adjusted for the local climate (FAO-56 eq. 62): minimum humidity 18.4 % and wind 2.6 m/s on average, against 45 % and 2 m/s in the FAO-56 table.',
    );
    expect(step('profile')).toContain('growth profile “Medjool growth” and KC profile “Medjool Kc”');
    expect(step('factor')).toBe('The field’s irrigation factor of 90 % is applied to the water.');
    // The palms refill at 12.4 mm (two days of use), not at RAW (38.5 mm): 7.4 mm are left.
    expect(step('refill')).toContain('at 12.4 mm of depletion');
    expect(step('advice')).toContain('7.4 mm can still be used');
    expect(step('per_tree')).toBe('Spread over 1,200 trees, that is 1,260 litres per tree, which the drippers give in 39:22 (hours:minutes).');
    unmount();
    renderWith(<ExplanationPanel data={palmData} />, 'ar');
    expect((await screen.findByTestId('irrigation-explanation-per_tree')).textContent).toContain('لتر');
    expect(step('kc')).toContain('نخيل التمر');
  });

  it('explains the dual crop coefficient: Kcb, the wet and exposed soil, Ke, and the split into transpiration and evaporation', async () => {
    const { unmount } = renderWith(<ExplanationPanel data={wheatDual} />, 'en');
    expect((await screen.findByTestId('irrigation-kcb')).textContent).toBe('0.15');
    expect(screen.getByTestId('irrigation-ke').textContent).toBe('0.87');
    expect(plain(screen.getByTestId('irrigation-transpiration').textContent)).toBe('0.9 mm/day');
    expect(plain(screen.getByTestId('irrigation-evaporation').textContent)).toBe('5.4 mm/day');
    expect(step('kc')).toBe(
      'The crop (winter wheat) is 12 days after planting, so its basal crop coefficient Kcb, for the water its leaves transpire, is 0.15.',
    );
    const surface = plain(step('surface'));
    expect(surface).toContain('wetted 100 % of the soil surface (fw) and the crop covers 0 % (fc), so up to 100 % of the soil can evaporate water (few)');
    expect(surface).toContain('today the soil evaporation coefficient Ke is 0.87');
    expect(step('etc')).toBe('The crop therefore used ETc = ET0 × (Kcb + Ke) = 6.2 × (0.15 + 0.87) = 6.3 mm.');
    expect(step('split')).toBe(
      'Of the water used today, the crop transpired T = Ks × Kcb × ET0 = 0.9 mm/day (Ks = 1) and the wet soil evaporated E = Ke × ET0 = 5.4 mm/day.',
    );
    unmount();
    // The single Kc shows none of it.
    const single = renderWith(<ExplanationPanel data={data} />, 'en');
    expect(await screen.findByTestId('irrigation-explanation-etc')).toBeTruthy();
    expect(screen.queryByTestId('irrigation-dual-kc')).toBeNull();
    expect(screen.queryByTestId('irrigation-explanation-split')).toBeNull();
    single.unmount();
    renderWith(<ExplanationPanel data={wheatDual} />, 'ar');
    expect((await screen.findByTestId('irrigation-explanation-split')).textContent).toContain('\u2066E = Ke × ET0 = 5.4\u2069 مم/يوم');
    expect(step('kc')).toContain('معامل المحصول القاعدي Kcb');
  });

  it('isolates the profile and crop names inside the Arabic sentences (<bdi>); the seeded FAO-56 profile reads in Arabic, a typed name as typed', async () => {
    const { unmount } = renderWith(<ExplanationPanel data={wheatDual} />, 'ar');
    const profile = await screen.findByTestId('irrigation-explanation-profile');
    const isolated = Array.from(profile.querySelectorAll('bdi')).map((b) => b.textContent);
    expect(isolated).toEqual(['قمح شتوي (الفاو 56)', 'قمح شتوي (الفاو 56)']);
    // The sentence reads the same as without isolation: Arabic around the names, in their «» quotes.
    expect(profile.textContent).toBe('معاملات المحصول ومراحله مأخوذة من ملف النمو «قمح شتوي (الفاو 56)» وملف معامل المحصول «قمح شتوي (الفاو 56)» الخاصين بالمؤسسة.');
    expect(screen.getByTestId('irrigation-explanation-kc').querySelector('bdi')?.textContent).toBe('قمح شتوي');
    unmount();
    // Names the organisation typed keep their own (Latin) order inside the Arabic sentence.
    renderWith(<ExplanationPanel data={palmData} />, 'ar');
    const typed = await screen.findByTestId('irrigation-explanation-profile');
    expect(Array.from(typed.querySelectorAll('bdi')).map((b) => b.textContent)).toEqual(['Medjool growth', 'Medjool Kc']);
  });

  it('shows the water per palm and the valve on the advice card', async () => {
    const { unmount } = renderWith(<AdviceCard advice={palmData.advice!} held={false} rootZone="stressed" />, 'en');
    expect((await screen.findByTestId('irrigation-water-per-tree')).textContent).toBe('1,260 L');
    expect(screen.getByTestId('irrigation-valve').textContent).toBe('North valve · V-3');
    expect(screen.getByTestId('irrigation-system-flow').textContent).toBe('38.4 m³/h');
    expect(screen.getByTestId('irrigation-root-zone').textContent).toBe('Stressed');
    unmount();
    renderWith(<AdviceCard advice={palmData.advice!} held={false} rootZone="over_wetted" />, 'ar');
    expect((await screen.findByTestId('irrigation-root-zone')).textContent).toBe('مفرطة البلل');
    expect(screen.getByTestId('irrigation-root-zone-help').textContent).toContain('قلّل الري');
  });

  it('states the data quality from the vegetation cover and, apart, where the weather comes from', async () => {
    const { unmount } = renderWith(<AdviceCard advice={data.advice!} held={false} rootZone={null} system="pivot" />, 'en');
    expect((await screen.findByTestId('irrigation-quality')).textContent).toBe('Fair (60%)');
    expect(screen.getByTestId('irrigation-quality-cover').textContent).toBe('Vegetation cover 52 %, measured by the satellite on Fri, May 29, 2026.');
    expect(screen.getByTestId('irrigation-weather-source').textContent).toBe('Simulated');
    unmount();
    const estimated = { ...data.advice!, vegetation_cover_source: 'crop_stage' as const, vegetation_cover_date: null, vegetation_cover_pct: 12, data_quality: 'poor_20' as const, simulated_weather: false };
    renderWith(<AdviceCard advice={estimated} held={false} rootZone={null} system="pivot" />, 'ar');
    expect((await screen.findByTestId('irrigation-quality-cover')).textContent).toContain('مقدَّر من مرحلة المحصول');
    expect(screen.getByTestId('irrigation-quality-help').textContent).toContain('تحت 15%');
    expect(screen.getByTestId('irrigation-weather-source').textContent).toBe('متوقَّع ومسجَّل');
  });

  it("runs a pivot at a speed setting: percent timer, hours per revolution, passes, hours per sector and capacity, in English and Arabic", async () => {
    const { unmount } = renderWith(<AdviceCard advice={data.advice!} held={false} system="pivot" efficiency={0.85} />, 'en');
    expect(plain((await screen.findByTestId('irrigation-pivot-speed')).textContent)).toBe('28 %');
    expect(plain(screen.getByTestId('irrigation-pivot-hours').textContent)).toBe('78.6 h');
    expect(plain(screen.getByTestId('irrigation-pivot-passes').textContent)).toBe('1 pass of 25 mm');
    expect(plain(screen.getByTestId('irrigation-pivot-sector').textContent)).toBe('19.6 h for each of 4 sectors');
    expect(plain(screen.getByTestId('irrigation-pivot-capacity').textContent)).toBe('160 m³/h');
    expect(plain(screen.getByTestId('irrigation-pivot-capacity-note').textContent)).toBe('≈ 7.6 mm/day gross over the field');
    expect(plain(screen.getByTestId('irrigation-water-mm').textContent)).toBe('24.6 mm');
    expect(plain(screen.getByTestId('irrigation-water-mm-note').textContent)).toContain('÷ 85 % application efficiency');
    expect(plain(screen.getByTestId('irrigation-duration').textContent)).toBe('78:34');
    // The pivot's capacity is shown once, in the pivot run.
    expect(screen.queryByTestId('irrigation-system-flow')).toBeNull();
    unmount();
    const twoPasses = { ...data.advice!, pivot_run: { ...data.advice!.pivot_run!, passes: 2, speed_pct: 25, depth_per_pass_mm: 28 } };
    renderWith(<AdviceCard advice={twoPasses} held={false} system="pivot" efficiency={0.85} />, 'ar');
    expect(plain((await screen.findByTestId('irrigation-pivot-passes')).textContent)).toBe('لفتان بعمق 28 مم لكل منهما');
    expect(plain(screen.getByTestId('irrigation-pivot-hours').textContent)).toBe('78.6 ساعة');
    expect(plain(screen.getByTestId('irrigation-pivot-capacity').textContent)).toBe('160 م³/ساعة');
    expect(plain(screen.getByTestId('irrigation-pivot-capacity-note').textContent)).toBe('≈ 7.6 مم/يوم إجمالي على الحقل');
  });

  it('asks for the capacity and revolution time of a pivot that has none', async () => {
    renderWith(<AdviceCard advice={{ ...data.advice!, pivot_run: null, duration_hhmm: null, duration_minutes: null }} held={false} system="pivot" />, 'en');
    expect(plain((await screen.findByTestId('irrigation-pivot-not-configured')).textContent)).toContain("Enter this pivot's system capacity (m³/h) and its hours per revolution");
    expect(screen.queryByTestId('irrigation-duration')).toBeNull();
  });

  it('explains the pivot run: one pass at a percent timer, or several passes when one may not apply it all', async () => {
    const pivotData = { ...data, field_kind: 'crop' as const };
    const { unmount } = renderWith(<ExplanationPanel data={pivotData} />, 'en');
    expect(plain((await screen.findByTestId('irrigation-explanation-pivot')).textContent)).toBe(
      'The pivot delivers 160 m³/h, 7.6 mm a day over the field; one revolution at 100 % speed takes 22 h and applies 7 mm.',
    );
    expect(plain(step('pivot_run'))).toBe('To apply 24.6 mm, set the percent timer to 28 %: one revolution then takes 78.6 h and applies 25 mm.');
    expect(plain(step('pivot_sectors'))).toBe('With 4 sectors, each sector takes 19.6 h at that speed.');
    unmount();
    const run = { ...data.advice!.pivot_run!, passes: 2, speed_pct: 35, depth_per_pass_mm: 20, hours_per_revolution: 62.86, sectors: 0, hours_per_sector: null };
    renderWith(<ExplanationPanel data={{ ...pivotData, advice: { ...data.advice!, required_water_mm: 40, pivot_run: run } }} />, 'ar');
    const text = plain((await screen.findByTestId('irrigation-explanation-pivot_run')).textContent) ?? '';
    expect(text).toContain('لا تضيف اللفة الواحدة أكثر من 25 مم');
    expect(text).toContain('لفات عددها 2 بسرعة 35 %');
    expect(screen.queryByTestId('irrigation-explanation-pivot_sectors')).toBeNull();
  });

  it('says why a field without an active season has no advice and what to do, in English and Arabic', async () => {
    const { unmount } = renderWith(<MemoryRouter><NoAdvice reason="no_active_season" plantingDate={null} /></MemoryRouter>, 'en');
    expect((await screen.findByTestId('irrigation-no-advice')).textContent).toContain('This field has no active season, so no irrigation advice is given. Start a season');
    expect(screen.getByTestId('irrigation-start-season-link').getAttribute('href')).toBe('/crop-fields');
    unmount();
    const ar = renderWith(<MemoryRouter><NoAdvice reason="no_active_season" plantingDate={null} /></MemoryRouter>, 'ar');
    expect((await screen.findByTestId('irrigation-no-advice')).textContent).toContain('لا يوجد موسم نشط لهذا الحقل');
    expect(screen.getByTestId('irrigation-start-season-link').textContent).toBe('الانتقال إلى حقول المحاصيل');
    ar.unmount();
    renderWith(<NoAdvice reason="before_planting" plantingDate="2026-06-10" />, 'en');
    expect((await screen.findByTestId('irrigation-no-advice')).textContent).toBe('This field is planted on Wed, Jun 10, 2026: irrigation advice starts on the planting day.');
  });

  it('says when there is nothing to explain', async () => {
    renderWith(<ExplanationPanel data={{ ...data, explanation: null, advice: null }} />, 'en');
    expect(await screen.findByText('No calculation to explain yet.')).toBeTruthy();
  });
});

describe('hold and resume', () => {
  it('offers hold for an active field and resume for a held one; a passed hold counts as active', () => {
    expect(statusActions('active', null, '2026-06-01')).toEqual({ held: false, canHold: true, canResume: false });
    expect(statusActions('on_hold', '2026-06-05', '2026-06-01')).toEqual({ held: true, canHold: false, canResume: true });
    expect(statusActions('on_hold', '2026-06-01', '2026-06-01')).toEqual({ held: true, canHold: false, canResume: true });
    expect(statusActions('on_hold', '2026-05-31', '2026-06-01')).toEqual({ held: false, canHold: true, canResume: false });
    expect(holdDateError('', '2026-06-01')).toBe('status.hold_date_required');
    expect(holdDateError('2026-05-31', '2026-06-01')).toBe('status.hold_date_past');
    expect(holdDateError('2026-06-01', '2026-06-01')).toBeNull();
  });

  it('holds an active field until a day from today on, refusing an earlier day', async () => {
    const onHold = vi.fn();
    renderWith(<StatusPanel data={{ status: 'active', hold_till: null }} fieldName="Pivot 1" onHold={onHold} onResume={() => {}} today="2026-06-01" />, 'en');
    expect((await screen.findByTestId('irrigation-status-badge')).textContent).toBe('Active');
    expect(screen.queryByTestId('irrigation-resume')).toBeNull();
    const input = screen.getByTestId('irrigation-hold-until') as HTMLInputElement;
    expect(input.min).toBe('2026-06-01');
    fireEvent.change(input, { target: { value: '2026-05-20' } });
    fireEvent.click(screen.getByTestId('irrigation-hold'));
    expect(await screen.findByText('The date cannot be before today.')).toBeTruthy();
    expect(onHold).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-06-08' } });
    fireEvent.click(screen.getByTestId('irrigation-hold'));
    expect(onHold).toHaveBeenCalledWith('2026-06-08');
  });

  it('resumes a held field only after confirming, in Arabic', async () => {
    const onResume = vi.fn();
    renderWith(<StatusPanel data={{ status: 'on_hold', hold_till: '2026-06-08' }} fieldName="Pivot 1" onHold={() => {}} onResume={onResume} today="2026-06-01" />, 'ar');
    const badge = await screen.findByTestId('irrigation-status-badge');
    expect(badge.textContent).toContain('متوقف مؤقتًا حتى');
    expect(screen.queryByTestId('irrigation-hold')).toBeNull();
    fireEvent.click(screen.getByTestId('irrigation-resume'));
    const confirm = await screen.findByTestId('irrigation-resume-confirm-confirm');
    // The field's name is isolated (FSI … PDI) inside the Arabic question.
    expect(screen.getByText('استئناف إرشاد الري لـ \u2068Pivot 1\u2069 الآن؟')).toBeTruthy();
    expect(onResume).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onResume).toHaveBeenCalledTimes(1));
  });
});

describe('explanation: the lab samples steps (issue #17)', () => {
  // Grain maize (FAO-29 threshold ECe 1.7 dS/m) watered with 1.2 dS/m well water: LR = 1.2 / 7.3 = 0.164; 20 mm net at
  // 85 % efficiency is 20 / (0.836 × 0.85) = 28.1 mm gross. The soil type came from a clay loam sample.
  const lab = {
    ...data,
    explanation: {
      ...data.explanation!,
      leaching: { ecw_ds_m: 1.2, threshold_ece_ds_m: 1.7, leaching_requirement: 0.164, net_depth_mm: 20, efficiency: 0.85, sample_code: 'LS-W1' },
      soil_sample: { code: 'LS-S1', texture_class: 'clay_loam', soil_type: 'clay' as const },
      water_warnings: ['chloride_toxicity' as const],
    },
  };

  it('states the soil sample, the leaching requirement and the water warning in English', async () => {
    renderWith(<ExplanationPanel data={lab} />, 'en');
    await screen.findByText('How the advice was worked out');
    expect(step('soil')).toContain('The soil type, Clay, comes from the lab\'s soil sample');
    expect(step('soil')).toContain('clay loam (USDA texture triangle)');
    expect(step('leaching')).toContain('ECw = 1.2 dS/m');
    expect(step('leaching')).toContain('LR = ECw / (5 × ECe − ECw) = 0.16 (FAO-29): the net 20 mm become 20 / ((1 − 0.16) × 0.85) = 28.1 mm');
    expect(step('water_warnings')).toContain('chloride is above 10 meq/L');
  });

  it('keeps the formulas left to right inside the Arabic sentence', async () => {
    renderWith(<ExplanationPanel data={lab} />, 'ar');
    await screen.findByText('كيف حُسب الإرشاد');
    const leaching = step('leaching');
    expect(leaching).toContain('\u2066LR = ECw / (5 × ECe − ECw) = 0.16\u2069 (الفاو 29)');
    expect(leaching).toContain('\u206620 / ((1 − 0.16) × 0.85) = 28.1\u2069 مم');
    expect(step('soil')).toContain('طميية طينية');
    expect(step('water_warnings')).toContain('الكلوريد');
  });
});
