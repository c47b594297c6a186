// ESLint flat config: typescript-eslint's type-checked rules over the sources, tests, benches and
// scripts. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'examples/**', '__tests__/formats/*/fixtures*/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        // The build's and docs' scripts are plain .mjs outside tsconfig: more than the default 8 of them.
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32 },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals/noUnusedParameters); `_` marks intent.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Template literals with numbers are how every message here is written.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // Control characters are exactly what the escaping code looks for.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests and scripts read JSON whose shape the assertions check.
    files: ['__tests__/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
  {
    // Tests read JSON of a shape the assertions themselves check (so `any` is the honest type there),
    // and fake callbacks are `async` to match the interfaces they stand in for without awaiting anything.
    files: ['__tests__/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
);
