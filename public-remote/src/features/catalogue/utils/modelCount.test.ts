import { modelCountLabel } from './modelCount';

describe('modelCountLabel', () => {
  it('says none, one or how many', () => {
    expect([0, 1, 2, 12].map(modelCountLabel)).toEqual(['No models yet', '1 model', '2 models', '12 models']);
  });
});
