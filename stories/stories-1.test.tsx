import { describeStoryShard } from './play-stories';

await describeStoryShard(0);
