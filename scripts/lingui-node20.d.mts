// Side effects only: registers Lingui's Node 20 hooks (lingui-node20.mjs).
export {};
