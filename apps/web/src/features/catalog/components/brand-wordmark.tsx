/**
 * A brand's wordmark drawn by us (an SVG of its name in one of a few house styles chosen from the
 * name), never the brand's own logo artwork: the home page's scrolling brand strip shows these.
 */
const STYLES = [
  { color: '#0f766e', weight: 800, italic: false, spacing: 0, mark: 'circle' },
  { color: '#1e293b', weight: 700, italic: true, spacing: 1, mark: 'square' },
  { color: '#c2410c', weight: 800, italic: false, spacing: 2, mark: 'triangle' },
  { color: '#1d4ed8', weight: 600, italic: false, spacing: 1, mark: 'bar' },
  { color: '#7e22ce', weight: 800, italic: true, spacing: 0, mark: 'circle' },
] as const;

function styleOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return STYLES[hash % STYLES.length]!;
}

/** Width of the name in SVG units: about 12.5 per letter of bold 19-unit sans; the text is fitted to it exactly (textLength). */
const textWidthOf = (name: string, spacing: number) => Math.max(50, Math.round(name.length * (12.5 + spacing)));

export function BrandWordmark({ name }: { name: string }) {
  const style = styleOf(name);
  const textWidth = textWidthOf(name, style.spacing);
  const width = textWidth + 34;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height={40}
      className="h-8 w-auto sm:h-10"
    >
      {style.mark === 'circle' && <circle cx="13" cy="20" r="9" fill={style.color} />}
      {style.mark === 'square' && <rect x="5" y="12" width="16" height="16" rx="3" fill={style.color} />}
      {style.mark === 'triangle' && <path d="M13 10 23 29H3z" fill={style.color} />}
      {style.mark === 'bar' && <rect x="5" y="9" width="6" height="22" rx="2" fill={style.color} />}
      <text
        x="30"
        y="27"
        fill={style.color}
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="19"
        fontWeight={style.weight}
        fontStyle={style.italic ? 'italic' : 'normal'}
        letterSpacing={style.spacing}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
