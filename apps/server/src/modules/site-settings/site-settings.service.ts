import { pricingSettingsSchema, type PricingResponse, type PricingSettings } from '@rayyan/contracts';
import type { SiteSettingsRepository } from './site-settings.repository';

const PRICING_KEY = 'pricing';

/** Site settings with a contract per key; a stored value that no longer parses reads as unset. */
export function createSiteSettingsService({ settings }: { settings: SiteSettingsRepository }) {
  return {
    async pricing(): Promise<PricingResponse> {
      const parsed = pricingSettingsSchema.safeParse(await settings.get(PRICING_KEY));
      return { pricing: parsed.success ? parsed.data : null };
    },
    async setPricing(pricing: PricingSettings): Promise<PricingResponse> {
      const sorted = { ...pricing, discounts: [...pricing.discounts].sort((a, b) => a.min_feddan - b.min_feddan) };
      await settings.put(PRICING_KEY, sorted);
      return { pricing: sorted };
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
