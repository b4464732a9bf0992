type ProfileRingProps = {
  progress: number;
  size?: number;
  /** Shown in the middle; the percentage when absent. */
  label?: string;
};

export function clampProgress(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || Number.isNaN(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** Profile completion as a ring (SPEC §4 "Profile completion"). Decorative: callers name it in text. */
export function ProfileRing({ progress, size = 40, label }: ProfileRingProps) {
  const value = clampProgress(progress);
  const stroke = size >= 56 ? 5 : 4;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg aria-hidden="true" focusable="false" width={size} height={size} className="-rotate-90">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="#fff"
          className="stroke-brand-100"
          strokeWidth={stroke}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          className={value >= 100 ? 'stroke-success-600' : 'stroke-brand-600'}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
        />
      </svg>
      <span
        aria-hidden="true"
        className={`absolute font-bold tracking-tight text-brand-700 ${size >= 56 ? 'text-sm' : 'text-[11px]'}`}
      >
        {label ?? `${value}%`}
      </span>
    </span>
  );
}
