import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const NUL = '\u0000';

function withoutNul(value: unknown): unknown {
  return typeof value === 'string' && value.includes(NUL) ? value.replaceAll(NUL, '') : value;
}

class NulRemover extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = withoutNul(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => typeof value === 'string' && value.includes(NUL))
      ? { ...node, values: node.values.map(withoutNul) }
      : node;
  }
}

/**
 * Removes U+0000 from every text a query binds. PostgreSQL text cannot hold it (the query fails) while
 * SQLite can, so without this a NUL a client sends — invisible, meaningless in text — is a 500 on one engine
 * and stored on the other. Documents are unaffected: their JSON spells it `\u0000`.
 */
export class NulFreeTextPlugin implements KyselyPlugin {
  private readonly remover = new NulRemover();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.remover.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
