import { describe, expect, it } from 'vitest';
import { learningItemWriteSchema, pricingSettingsSchema, videoEmbedUrl } from './public-site';

const pricing = { currency: 'EGP', plans: { basic: 150, premium: 300, advanced: 450 }, discounts: [{ min_feddan: 500, percent: 5 }, { min_feddan: 2000, percent: 10 }] };
const problems = (value: unknown) => {
  const parsed = pricingSettingsSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('pricing settings', () => {
  it('accepts positive prices and ascending tiers up to 90%', () => {
    expect(problems(pricing)).toEqual({});
    expect(problems({ ...pricing, discounts: [{ min_feddan: 1, percent: 0 }, { min_feddan: 2, percent: 90 }] })).toEqual({});
    expect(pricingSettingsSchema.parse({ currency: 'USD', plans: pricing.plans }).discounts).toEqual([]);
  });

  it('names the field of each problem with a validation key', () => {
    expect(problems({ ...pricing, currency: 'egp', plans: { basic: 0, premium: -1, advanced: 'x' } })).toEqual({
      currency: 'currency_format',
      'plans.basic': 'price_positive',
      'plans.premium': 'price_positive',
      'plans.advanced': 'price_positive',
    });
    expect(problems({ ...pricing, discounts: [{ min_feddan: 500, percent: 91 }] })).toEqual({ 'discounts.0.percent': 'discount_range' });
    expect(problems({ ...pricing, discounts: [{ min_feddan: 500, percent: 5 }, { min_feddan: 500, percent: 8 }] })).toEqual({ 'discounts.1.min_feddan': 'tiers_ascending' });
    expect(problems({ ...pricing, discounts: [{ min_feddan: 500, percent: 10 }, { min_feddan: 900, percent: 8 }] })).toEqual({ 'discounts.1.percent': 'tiers_ascending' });
  });
});

describe('learning-zone videos', () => {
  const item = (video_url: string) =>
    learningItemWriteSchema.safeParse({ slug: 'a', kind: 'video', category: 'irrigation', title: { en: 'a', ar: 'a' }, summary: { en: 'a', ar: 'a' }, body: { en: '', ar: '' }, video_url }).success;

  it('takes https links and uploaded files only', () => {
    expect(item('https://vimeo.com/123456')).toBe(true);
    expect(item('/api/learning-zone/media/a-0123456789ab.mp4')).toBe(true);
    expect(item('http://vimeo.com/123456')).toBe(false);
    expect(item('javascript:alert(1)')).toBe(false);
    expect(item('/uploads/x.mp4')).toBe(false);
    expect(item('/api/learning-zone/media/../../x.mp4')).toBe(false);
  });

  it('embeds YouTube without cookies and Vimeo without tracking, and nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(videoEmbedUrl('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
