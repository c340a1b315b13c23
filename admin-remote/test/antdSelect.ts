import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the antd Select labelled `label` and clicks the option showing `option`. */
export async function chooseOption(label: string, option: string): Promise<void> {
  await userEvent.click(screen.getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  await userEvent.click(item);
}

/** The text an antd Select shows as its chosen value ('' when nothing is chosen). */
export function selectedText(label: string): string {
  const input = screen.getByLabelText(label);
  const select = input.closest('.ant-select');
  return select?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}

export function isSelectDisabled(label: string): boolean {
  return screen.getByLabelText(label).closest('.ant-select')?.classList.contains('ant-select-disabled') ?? false;
}
