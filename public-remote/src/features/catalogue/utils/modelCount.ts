/** How many models a series has, as its card's link says it: '3 models', '1 model', 'No models yet'. */
export function modelCountLabel(count: number): string {
  if (count === 0) return 'No models yet';
  return count === 1 ? '1 model' : `${count} models`;
}
