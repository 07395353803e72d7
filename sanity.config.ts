import { sanityDataset as dataset, sanityProjectId as projectId } from "./lib/public-config";
import { studioConfig } from "./studio/config";

// The configuration the Sanity CLI reads. projectId and dataset are imported, never exported from here: the CLI would
// otherwise extract an empty schema. A placeholder keeps offline tools (schema extract, typegen) working without a
// project. The Studio at /studio builds its own from the same factory, with the project it is given at run time.
export default studioConfig({ projectId: projectId || "offline", dataset });
