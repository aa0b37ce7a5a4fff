// The six feature flags of spec §6, as the prelogin settings name them. Staff change them without
// a deploy (`npm run staff -- flag`, PUT /v3/staff/featureflags/{name}); every page reads them
// per load (the host from its boot data, the remotes from GET settings/prelogin).
export const FEATURE_FLAGS = ['basketSharing', 'clickAndCollect', 'sellToUsEnabled', 'priceReductionOnBoxes', 'waiveDeliveryCharge', 'onDemandUnlock'] as const;
export type ShopFeatureFlag = (typeof FEATURE_FLAGS)[number];

export const isFeatureFlag = (name: unknown): name is ShopFeatureFlag => typeof name === 'string' && (FEATURE_FLAGS as readonly string[]).includes(name);
