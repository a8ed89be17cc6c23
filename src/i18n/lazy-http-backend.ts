import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';

/**
 * i18next-http-backend, fetched on the first read. A prerendered page starts with its own copy
 * and, on a Czech page, the English fallback, so a first visit never reads over HTTP unless one of
 * those files failed; the backend arrives with the first language switch (D8). D29: it stays out
 * of the first page's JavaScript. Reads, retries and their signalling are the real backend's.
 */
export class LazyHttpBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private backend: Promise<BackendModule> | undefined;
  private args: [Services, object, InitOptions] | undefined;

  init(services: Services, backendOptions: object, i18nextOptions: InitOptions) {
    this.args = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend() as unknown as BackendModule;
      if (this.args) backend.init(...this.args);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: Error) => {
        // A chunk that failed to load is a network failure: load it again on i18next's retry
        // (a truthy second argument asks for one, as the HTTP backend does on 5xx).
        this.backend = undefined;
        callback(error, true);
      },
    );
  }
}
