/** Hero illustration: center pivots seen from above, coloured by vegetation index, with a water drop. */
export function PivotFieldsIllustration() {
  const pivots = [
    { cx: 120, cy: 120, r: 92, ndvi: ['#2f9e44', '#69db7c', '#b2f2bb'] },
    { cx: 320, cy: 110, r: 80, ndvi: ['#37b24d', '#8ce99a', '#ffe066'] },
    { cx: 230, cy: 290, r: 100, ndvi: ['#2b8a3e', '#51cf66', '#a9e34b'] },
  ];
  return (
    <svg viewBox="0 0 440 420" width="440" height="420" role="img" aria-hidden="true" style={{ width: '100%', height: 'auto' }}>
      <rect x="0" y="0" width="440" height="420" rx="24" fill="#f1e9d2" />
      {pivots.map((p, i) => (
        <g key={i}>
          <circle cx={p.cx} cy={p.cy} r={p.r} fill={p.ndvi[0]} />
          <path d={`M${p.cx} ${p.cy} L${p.cx + p.r} ${p.cy} A${p.r} ${p.r} 0 0 1 ${p.cx} ${p.cy + p.r} Z`} fill={p.ndvi[1]} />
          <path d={`M${p.cx} ${p.cy} L${p.cx - p.r * 0.7} ${p.cy - p.r * 0.7} A${p.r} ${p.r} 0 0 1 ${p.cx} ${p.cy - p.r} Z`} fill={p.ndvi[2]} />
          <line x1={p.cx} y1={p.cy} x2={p.cx + p.r * 0.86} y2={p.cy - p.r * 0.5} stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx={p.cx} cy={p.cy} r="6" fill="#fff" />
        </g>
      ))}
      <g transform="translate(330 250)">
        <rect x="0" y="0" width="92" height="120" rx="14" fill="#fff" stroke="#dfe5e0" />
        <path d="M46 22c-12 15-18 24-18 33a18 18 0 0 0 36 0c0-9-6-18-18-33z" fill="#339af0" />
        <rect x="16" y="86" width="60" height="8" rx="4" fill="#2f9e44" />
        <rect x="16" y="100" width="40" height="8" rx="4" fill="#b2f2bb" />
      </g>
    </svg>
  );
}

/** The platform's interface in outline: map with fields, side menu and an advice card. */
export function PlatformIllustration() {
  return (
    <svg viewBox="0 0 560 360" width="560" height="360" role="img" aria-hidden="true">
      <rect width="560" height="360" fill="#f8f9fa" />
      <rect width="560" height="40" fill="#1b5e20" />
      <circle cx="24" cy="20" r="9" fill="#fff" />
      <rect x="44" y="14" width="80" height="12" rx="6" fill="#b2f2bb" />
      <rect x="0" y="40" width="120" height="320" fill="#fff" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect key={i} x="16" y={60 + i * 36} width={i === 1 ? 88 : 72} height="14" rx="7" fill={i === 1 ? '#2f9e44' : '#dee2e6'} />
      ))}
      <rect x="132" y="52" width="416" height="296" rx="10" fill="#e9ecef" />
      <circle cx="240" cy="170" r="74" fill="#51cf66" />
      <path d="M240 170 L314 170 A74 74 0 0 1 240 244 Z" fill="#ffe066" />
      <circle cx="400" cy="150" r="58" fill="#2f9e44" />
      <path d="M400 150 L400 92 A58 58 0 0 1 458 150 Z" fill="#8ce99a" />
      <circle cx="350" cy="290" r="44" fill="#69db7c" />
      <rect x="392" y="236" width="140" height="96" rx="10" fill="#fff" />
      <rect x="406" y="250" width="70" height="10" rx="5" fill="#adb5bd" />
      <rect x="406" y="270" width="100" height="18" rx="6" fill="#1b5e20" />
      <rect x="406" y="298" width="60" height="10" rx="5" fill="#74c0fc" />
    </svg>
  );
}
