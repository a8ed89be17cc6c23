import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInFull, samePath } from '@/lib/full-load';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('full-load', () => {
  it('never turns an address into another site: a path starting with two slashes keeps one (SECURITY-REVIEW-4 #9)', () => {
    expect(samePath('//evil.example/x?y=1')).toBe('/evil.example/x?y=1');
    expect(samePath('///evil.example')).toBe('/evil.example');
    expect(samePath('/cs/andrea?ref=x')).toBe('/cs/andrea?ref=x');
  });

  it('loads an address in full once, then refuses until the page has hydrated (no reload loop)', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/andrea', search: '', assign } as Location);
    expect(loadInFull('/cs/andrea')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/cs/andrea');
    expect(loadInFull('/cs/andrea')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
