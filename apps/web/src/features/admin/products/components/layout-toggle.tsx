/** Product Management's Grid / List switch (admin spec §2): two pressed-state buttons in a "Layout" group. */
import { Button } from '../../../../components/ui/button';

/** Takes the current layout and onLayout. */
export function LayoutToggle({
  layout,
  onLayout,
}: {
  layout: 'grid' | 'list';
  onLayout: (layout: 'grid' | 'list') => void;
}) {
  return (
    <div className="ml-auto flex gap-1" role="group" aria-label="Layout">
      <Button
        size="sm"
        variant={layout === 'grid' ? 'primary' : 'secondary'}
        aria-pressed={layout === 'grid'}
        onClick={() => onLayout('grid')}
      >
        Grid
      </Button>
      <Button
        size="sm"
        variant={layout === 'list' ? 'primary' : 'secondary'}
        aria-pressed={layout === 'list'}
        onClick={() => onLayout('list')}
      >
        List
      </Button>
    </div>
  );
}
