/** §9: the web shop's platform id: every settings read (prelogin, postlogin) is for this platform. */
export const SHOP_PLATFORM_ID = 16;
