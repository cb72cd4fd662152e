namespace Patchbay.Shared.Schema
{
    /// <summary>How a CLR type maps onto JSON Schema.</summary>
    public enum JsonTypeKind
    {
        Unsupported,
        String,
        Boolean,
        Integer,
        Number,
        Enum,
        Array,
        Map,
        Object,
        RawObject,
    }
}
