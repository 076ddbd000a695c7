import type { TaskDto } from '../../api/types';
import { Portrait } from '../digital/Portrait';

/**
 * A work's poster frame in My works: the still the service answered for it (its cover image, else its digital
 * human's face), in the work's orientation. Decorative: the row already says the work's name.
 */
export function WorkPoster({ task }: { task: TaskDto }) {
  return (
    <span className={`work-poster ${task.orientation}`} data-testid="work-poster">
      <Portrait src={task.posterUrl} name={task.name} />
    </span>
  );
}
