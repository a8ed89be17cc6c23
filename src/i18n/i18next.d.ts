import 'i18next';
import type andrea from '../../public/locales/en/andrea.json';
import type common from '../../public/locales/en/common.json';
import type demo from '../../public/locales/en/demo.json';
import type earlyAccess from '../../public/locales/en/earlyAccess.json';
import type employees from '../../public/locales/en/employees.json';
import type home from '../../public/locales/en/home.json';
import type industries from '../../public/locales/en/industries.json';
import type legal from '../../public/locales/en/legal.json';
import type notFound from '../../public/locales/en/notFound.json';
import type payment from '../../public/locales/en/payment.json';
import type realEstate from '../../public/locales/en/realEstate.json';
import type trust from '../../public/locales/en/trust.json';
import type tryAndrea from '../../public/locales/en/tryAndrea.json';

/** The English files are the typed source: a key that does not exist there fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      andrea: typeof andrea;
      employees: typeof employees;
      industries: typeof industries;
      demo: typeof demo;
      realEstate: typeof realEstate;
      tryAndrea: typeof tryAndrea;
      earlyAccess: typeof earlyAccess;
      legal: typeof legal;
      trust: typeof trust;
      payment: typeof payment;
      notFound: typeof notFound;
    };
  }
}
