/**
 * A policy text drawn from its blocks (domain policies/policy-text.rules.ts): headings, paragraphs
 * and lists, every piece rendered as text by React, never as HTML. Used by the policy pages and
 * the staff Policies screen's preview, so the preview is what shoppers read.
 */
import { policyBlocks } from '@shop/domain/policies/policy-text.rules';

export function PolicyText({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-[15px] leading-7 text-slate-700">
      {policyBlocks(text).map((block, index) => {
        if (block.kind === 'heading')
          return block.level === 2 ? (
            <h2 key={index} className="pt-4 text-xl font-semibold text-slate-900">
              {block.text}
            </h2>
          ) : (
            <h3 key={index} className="pt-2 text-lg font-semibold text-slate-900">
              {block.text}
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
