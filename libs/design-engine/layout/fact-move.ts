// When a layout had to drop a line that carries a fact while it kept a stock line (a subtitle or body
// that says nothing the prompt gave), the fact takes the stock line's place: the variant is laid out
// again with the fact in that slot, and kept when it loses fewer facts (render.ts).
import { Content, DesignContext, Role } from './context';
import { carriesFact } from './fact-lines';

const MOVABLE: Role[] = ['subtitle', 'body', 'bullets'];

function textsOf(c: Content, role: Role): string[] {
  if (role === 'bullets') return c.bullets ?? [];
  const v = c[role];
  return v ? [v] : [];
}

function drawnRoles(d: DesignContext): Set<string> {
  const out = new Set<string>();
  for (const l of d.layers) if (l.t === 'text') for (const f of l.block.stack.items) out.add(f.item.id);
  return out;
}

/** Roles with a fact that the layout left out. */
export function lostFacts(d: DesignContext): Role[] {
  const drawn = drawnRoles(d);
  return MOVABLE.filter((r) => !drawn.has(r) && textsOf(d.content, r).some((t) => carriesFact(t, d.furniture)));
}

/** The content with a lost fact in a drawn stock line's place, or undefined when there is no such pair. */
export function factMoved(d: DesignContext): { content: Content; from: Role; to: Role } | undefined {
  const lost = lostFacts(d)[0];
  if (!lost) return undefined;
  const drawn = drawnRoles(d);
  const to = MOVABLE.find(
    (r) => r !== lost && drawn.has(r) && !textsOf(d.content, r).some((t) => carriesFact(t, d.furniture)),
  );
  if (!to) return undefined;
  const facts = textsOf(d.content, lost).filter((t) => carriesFact(t, d.furniture));
  const content: Content = { ...d.content, [lost]: undefined };
  if (to === 'bullets') content.bullets = facts;
  else content[to] = facts.join(' · ');
  return { content, from: lost, to };
}
