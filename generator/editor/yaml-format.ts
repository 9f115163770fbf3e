// The web editor's save format: Decap's format `yaml-document`.
export const YAML_FORMAT_NAME = 'yaml-document';
