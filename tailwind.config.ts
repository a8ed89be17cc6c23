import type { Config } from 'tailwindcss';

/** Design tokens: brand colours, type scale and spacing. A system font stack covers Czech diacritics. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: '#0f172a',
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          200: '#c7d2fe',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
          900: '#312e81',
        },
        accent: { 500: '#10b981', 600: '#059669', 700: '#047857' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'],
      },
      fontSize: {
        display: ['3.25rem', { lineHeight: '1.1', letterSpacing: '-0.02em', fontWeight: '800' }],
      },
      spacing: { section: '5rem' },
      maxWidth: { prose: '68ch' },
    },
  },
} satisfies Config;
