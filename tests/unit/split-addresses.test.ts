import { describe, expect, it } from 'vitest';
import { splitAddresses } from '@/lib/split-addresses';

const ADDRESSES = ['hello@aiemployees.cz', 'security@aiemployees.cz'];

describe('splitAddresses', () => {
  it('cuts out each known address, keeping the text around it, a full stop after it included', () => {
    expect(splitAddresses('Write to hello@aiemployees.cz. Security: security@aiemployees.cz', ADDRESSES)).toEqual([
      { text: 'Write to ' },
      { address: 'hello@aiemployees.cz' },
      { text: '. Security: ' },
      { address: 'security@aiemployees.cz' },
    ]);
  });

  it('finds an address at the start, twice, and in Czech text', () => {
    expect(splitAddresses('hello@aiemployees.cz nebo hello@aiemployees.cz,', ADDRESSES)).toEqual([
      { address: 'hello@aiemployees.cz' },
      { text: ' nebo ' },
      { address: 'hello@aiemployees.cz' },
      { text: ',' },
    ]);
  });

  it('leaves an address alone when it is only part of a longer one', () => {
    for (const text of ['say-hello@aiemployees.cz', 'hello@aiemployees.cz.example', 'ohello@aiemployees.cz', 'hello@aiemployees.czech'])
      expect(splitAddresses(text, ADDRESSES)).toEqual([{ text }]);
  });

  it('gives the text whole when it names no address, or there is none to find', () => {
    expect(splitAddresses('No address here.', ADDRESSES)).toEqual([{ text: 'No address here.' }]);
    expect(splitAddresses('hello@aiemployees.cz', [''])).toEqual([{ text: 'hello@aiemployees.cz' }]);
    expect(splitAddresses('', ADDRESSES)).toEqual([{ text: '' }]);
  });

  it('takes the address as text, not a pattern', () => {
    expect(splitAddresses('a+b@x.cz and axb@x.cz', ['a+b@x.cz'])).toEqual([{ address: 'a+b@x.cz' }, { text: ' and axb@x.cz' }]);
  });
});
