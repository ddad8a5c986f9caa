/** The brand's logo mark: inline SVG (no request) or an image from the web's public/ folder. */
import type { Brand } from '@/lib/brands';

function TabiyoriMark() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#fff" />
      <circle cx="27" cy="13" r="6" fill="#c23a1e" />
      <path d="M4 28c5-6 9-9 13-9s7 4 11 4 6-2 8-4v8a16 16 0 0 1-32 1z" fill="#233a74" />
      <path d="M8 30c4-3 7-4 10-3" stroke="#fff" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function SakuraMark() {
  const petals = [0, 72, 144, 216, 288];
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#fff" />
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="20"
          cy="11"
          rx="5"
          ry="8"
          fill="#b0306a"
          transform={`rotate(${angle} 20 20)`}
        />
      ))}
      <circle cx="20" cy="20" r="3.5" fill="#f7d36b" />
    </svg>
  );
}

export function BrandLogo({ brand }: { brand: Brand }) {
  const logo = brand.logo;
  if (logo.kind === 'image') {
    // eslint-disable-next-line @next/next/no-img-element -- a small local logo; next/image adds nothing here
    return <img src={logo.src} width={logo.width} height={logo.height} alt="" />;
  }
  return logo.mark === 'sakura' ? <SakuraMark /> : <TabiyoriMark />;
}
