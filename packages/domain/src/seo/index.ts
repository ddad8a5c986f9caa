export * from './pageKind';
export * from './template';
export * from './titleVars';
export * from './tourTitle';
export * from './tourTypeLabel';
export * from './pageTextTemplates';
export * from './pageText';
