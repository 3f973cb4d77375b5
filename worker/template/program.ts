// Compiled trees become programs: each instruction a closure specialised once, when a tree
// is first rendered with a pair of plugin tables. A variable with a one-name path and no
// formatter becomes a direct frame lookup, formatters and predicates are looked up in their
// tables here rather than on every call, and nested blocks are compiled into the closures
// that run them. The executor then runs a program without decoding node shapes.

import type {
  Block,
  FormatterCall,
  IfNode,
  Instruction,
  OrNode,
  Path,
  PredicateNode,
  VariableNode,
} from "./compiled";
import { Op } from "./compiled";
import type { Executor } from "./executor";
import type { Formatter, FormatterTable, Predicate, PredicateTable } from "./plugin";
import { isTruthy } from "./values";

/** One instruction, ready to run. */
export type Step = (x: Executor) => void;
/** A compiled block: text to append as is, or steps. */
export type Program = (string | Step)[];
/** An `.or` chain: runs the first branch whose test passes (no step counted, as before). */
export type OrStep = Step | null;

/** The functions of a formatter chain, or the name of its first unknown formatter. */
export type Chain = Formatter[] | string;

interface Tables {
  formatters: FormatterTable;
  predicates: PredicateTable;
}

/** A cache of programs by tree, for one pair of tables. */
export interface Programs {
  get(block: Block): Program;
}

class ProgramCache implements Programs {
  private readonly programs = new WeakMap<Block, Program>();

  constructor(private readonly tables: Tables) {}

  get(block: Block): Program {
    let p = this.programs.get(block);
    if (p === undefined) {
      p = compileBlock(block, this.tables);
      this.programs.set(block, p);
    }
    return p;
  }
}

// Trees are immutable once parsed and tables once merged (see index.ts), so a program
// compiled against a pair of them stays valid for the isolate's life.
const CACHES = new WeakMap<FormatterTable, WeakMap<PredicateTable, ProgramCache>>();
let lastFormatters: FormatterTable | null = null;
let lastPredicates: PredicateTable | null = null;
let lastCache: ProgramCache | null = null;

/** The program cache for these plugin tables (most renders use the same pair). */
export function programsFor(formatters: FormatterTable, predicates: PredicateTable): Programs {
  if (formatters === lastFormatters && predicates === lastPredicates) return lastCache!;
  let byPredicates = CACHES.get(formatters);
  if (byPredicates === undefined) {
    byPredicates = new WeakMap();
    CACHES.set(formatters, byPredicates);
  }
  let cache = byPredicates.get(predicates);
  if (cache === undefined) {
    cache = new ProgramCache({ formatters, predicates });
    byPredicates.set(predicates, cache);
  }
  lastFormatters = formatters;
  lastPredicates = predicates;
  lastCache = cache;
  return cache;
}

function compileBlock(nodes: Block, t: Tables): Program {
  const program: Program = new Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    program[i] = typeof n === "string" ? n : compileNode(n, t);
  }
  return program;
}

function compileNode(n: Instruction, t: Tables): Step {
  switch (n[0]) {
    case Op.Variable:
      return variable(n, t);
    case Op.Section: {
      const path = n[3];
      const body = compileBlock(n[4], t);
      const or = compileOr(n[5], t);
      return (x) => {
        x.enter(n);
        x.section(path, body, or);
      };
    }
    case Op.Repeated: {
      const path = n[3];
      const body = compileBlock(n[4], t);
      const or = compileOr(n[5], t);
      const between = n[6] === 0 ? null : compileBlock(n[6], t);
      return (x) => {
        x.enter(n);
        x.repeated(path, body, or, between);
      };
    }
    case Op.Predicate:
      return predicate(n, t);
    case Op.If:
      return ifStep(n, t);
    case Op.Bindvar: {
      const chain = n[5] === 0 ? null : formatterChain(n[5], t);
      return (x) => {
        x.enter(n);
        x.bindvar(n, chain);
      };
    }
    case Op.Macro: {
      const body = compileBlock(n[4], t);
      return (x) => {
        x.enter(n);
        x.macro(n, body);
      };
    }
    case Op.Or: {
      const or = compileOr(n, t)!;
      return (x) => {
        x.enter(n);
        or(x);
      };
    }
    case Op.Ctxvar:
      return (x) => {
        x.enter(n);
        x.ctxvar(n);
      };
    case Op.Eval:
      return (x) => {
        x.enter(n);
        x.eval(n);
      };
    case Op.Include:
      return (x) => {
        x.enter(n);
        x.include(n);
      };
    case Op.Inject:
      return (x) => {
        x.enter(n);
        x.setVar(n[3], x.getInjectable(n[4]));
      };
  }
}

function formatterChain(calls: FormatterCall[], t: Tables): Chain {
  const fns: Formatter[] = new Array(calls.length);
  for (let i = 0; i < calls.length; i++) {
    const fn = t.formatters[calls[i]![0]];
    if (typeof fn !== "function") return calls[i]![0];
    fns[i] = fn;
  }
  return fns;
}

/** A path of one plain name (not `@...`, not an index): looked up by name up the stack. */
function plainName(path: Path): string | undefined {
  const head = path[0];
  return path.length === 1 && typeof head === "string" && head.charCodeAt(0) !== 64 /* @ */
    ? head
    : undefined;
}

function variable(n: VariableNode, t: Tables): Step {
  const paths = n[3];
  if (n[4] !== 0) {
    const calls = n[4];
    const chain = formatterChain(calls, t);
    if (typeof chain === "string")
      return (x) => {
        x.enter(n);
        x.unknownFormatter(n, chain, n[5]);
      };
    return (x) => {
      x.enter(n);
      x.formatted(n, paths, calls, chain);
    };
  }
  // Without formatters only the first variable is emitted (the others resolve to nothing).
  const path = paths[0]!;
  const name = plainName(path);
  if (name !== undefined)
    return (x) => {
      x.enter(n);
      x.emitValue(x.lookupName(name));
    };
  return (x) => {
    x.enter(n);
    x.emitValue(x.resolvePath(path));
  };
}

function predicate(n: PredicateNode, t: Tables): Step {
  const fn = predicateOf(n[3], t);
  const args = n[4];
  const body = compileBlock(n[5], t);
  const or = compileOr(n[6], t);
  return (x) => {
    x.enter(n);
    if (x.test(n, n[3], fn, args)) x.exec(body);
    else if (or !== null) or(x);
  };
}

function predicateOf(name: string, t: Tables): Predicate | undefined {
  const fn = t.predicates[name];
  return typeof fn === "function" ? fn : undefined;
}

function compileOr(n: OrNode | 0, t: Tables): OrStep {
  if (n === 0) return null;
  const body = compileBlock(n[5], t);
  const next = compileOr(n[6], t);
  const name = n[3];
  if (name === 0) return (x) => x.exec(body);
  const fn = predicateOf(name, t);
  const args = n[4];
  return (x) => {
    if (x.test(n, name, fn, args)) x.exec(body);
    else if (next !== null) next(x);
  };
}

function ifStep(n: IfNode, t: Tables): Step {
  const paths = n[4];
  const body = compileBlock(n[5], t);
  const or = compileOr(n[6], t);
  if (paths.length === 1) {
    const path = paths[0]!;
    const name = plainName(path);
    if (name !== undefined)
      return (x) => {
        x.enter(n);
        if (isTruthy(x.lookupName(name))) x.exec(body);
        else if (or !== null) or(x);
      };
    return (x) => {
      x.enter(n);
      if (isTruthy(x.resolvePath(path))) x.exec(body);
      else if (or !== null) or(x);
    };
  }
  const ops = n[3];
  return (x) => {
    x.enter(n);
    if (x.condition(ops, paths)) x.exec(body);
    else if (or !== null) or(x);
  };
}
