import type { Command, CommandMenu } from '@lienzo/editor';

/** A menu's commands (in its order) cut where their section changes: each part is shown between separators. */
export function menuSections(commands: readonly Command[], menu: CommandMenu): Command[][] {
  const sections: Command[][] = [];
  let current: string | null = null;
  for (const command of commands) {
    const section = command.menus?.[menu]?.section ?? '';
    if (section !== current || sections.length === 0) sections.push([]);
    current = section;
    sections.at(-1)!.push(command);
  }
  return sections;
}
