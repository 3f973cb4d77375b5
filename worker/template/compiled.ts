// Shapes of the compiled template tree. A compiled template is a block: an array whose
// items are either plain strings (text, already merged) or instruction tuples
// `[opcode, line, column, ...operands]`. Everything is plain JSON so a tree can be cached
// or built ahead of time; the executor reads operands by position.

/** A variable reference split into steps: names, array indices, or `@`, `@index`, `@name`. */
export type Path = (string | number)[];

/** One formatter call of a chain: name and its arguments (already split on the delimiter). */
export type FormatterCall = [name: string, args: string[]];

export type Block = Node[];
export type Node = string | Instruction;

export const enum Op {
  Variable = 1,
  Section = 2,
  Repeated = 3,
  Predicate = 4,
  Or = 5,
  If = 6,
  Bindvar = 7,
  Ctxvar = 8,
  Eval = 9,
  Include = 10,
  Inject = 11,
  Macro = 12,
}

/** `{a.b, c|fmt x|fmt2}`; `source` is the tag text, emitted as is when a formatter is unknown. */
export type VariableNode = [Op.Variable, number, number, Path[], FormatterCall[] | 0, string];
/** `{.section a.b}` with its block and its `.or` chain (0 when none). */
export type SectionNode = [Op.Section, number, number, Path, Block, OrNode | 0];
/** `{.repeated section a}`: block, `.or` chain, `.alternates with` block (0 when none). */
export type RepeatedNode = [Op.Repeated, number, number, Path, Block, OrNode | 0, Block | 0];
/** `{.name? args}`: predicate name, its arguments, block, `.or` chain. */
export type PredicateNode = [Op.Predicate, number, number, string, string[], Block, OrNode | 0];
/** `{.or}` (name 0) or `{.or name? args}`. */
export type OrNode = [Op.Or, number, number, string | 0, string[], Block, OrNode | 0];
/** `{.if a && b || c}`: operators (1 = and, 0 = or) between the paths. */
export type IfNode = [Op.If, number, number, number[], Path[], Block, OrNode | 0];
/** `{.var @name a, b|fmt}`; `source` as for variables. */
export type BindvarNode = [Op.Bindvar, number, number, string, Path[], FormatterCall[] | 0, string];
/** `{.ctx @name key=path key2=path2}`. */
export type CtxvarNode = [Op.Ctxvar, number, number, string, [string, Path][]];
/**
 * `{.eval expr}`: compiled statements, or the parse error messages of the expression; the
 * last field is 1 for `{.eval #expr}` (debug output), and `expr` is then without the `#`.
 */
export type EvalNode = [Op.Eval, number, number, string, unknown[][] | 0, string[] | 0, 0 | 1];
/** `{.include name [output]}`. */
export type IncludeNode = [Op.Include, number, number, string, boolean];
/** `{.inject @name path}`. */
export type InjectNode = [Op.Inject, number, number, string, string];
/** `{.macro name}...{.end}`. */
export type MacroNode = [Op.Macro, number, number, string, Block];

export type Instruction =
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | OrNode
  | IfNode
  | BindvarNode
  | CtxvarNode
  | EvalNode
  | IncludeNode
  | InjectNode
  | MacroNode;
