import type { Messages } from '../en/index.ts';

export default {} satisfies Messages['booking'];
