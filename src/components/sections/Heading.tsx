import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading whose level is chosen by the page, so sections keep the outline in order. */
export function Heading({ level, ...props }: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

/** The level just below, capped at h4. */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 4) as HeadingLevel;
}
