import { describe, expect, it } from 'vitest';
import { addMissingOptionalPlatforms, platformOf } from '../../scripts/lock-optional-platforms';

describe('lock:platforms', () => {
  it('reads os and cpu from a platform package name', () => {
    expect(platformOf('@tailwindcss/oxide-win32-x64-msvc')).toEqual({ os: ['win32'], cpu: ['x64'] });
    expect(platformOf('@deno/linux-arm64-glibc')).toEqual({ os: ['linux'], cpu: ['arm64'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
  });
  it('adds only the optional packages the lock lacks', () => {
    const packages = {
      '': {},
      'node_modules/@tailwindcss/oxide': {
        version: '4.3.5',
        optionalDependencies: { '@tailwindcss/oxide-linux-x64-gnu': '4.3.5', '@tailwindcss/oxide-darwin-arm64': '4.3.5' },
      },
      'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.5', optional: true },
    };
    expect(addMissingOptionalPlatforms(packages)).toEqual(['@tailwindcss/oxide-darwin-arm64@4.3.5']);
    expect(packages).toHaveProperty(['node_modules/@tailwindcss/oxide-darwin-arm64'], {
      version: '4.3.5',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });
});
