/// <reference types="vite/client" />

// Vue single-file components, compiled by @vitejs/plugin-vue (tsc sees their default export only).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent<Record<string, unknown>, Record<string, unknown>, unknown>;
  export default component;
}
