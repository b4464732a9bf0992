/**
 * Gives a control drawn smaller than 44 × 44 px a touch area of at least that size, centred on it,
 * without changing how it looks: an empty ::before that reaches up to 22 px from its centre (and
 * never inside its own box). For a small control with nothing else within its reach, such as the
 * segments of the header's search switch; controls in a wrapping row get a real height instead,
 * since their reach would overlap their neighbours'.
 */
export const TOUCH_HIT_AREA =
  "relative before:absolute before:inset-[min(0px,calc(50%-22px))] before:content-['']";
