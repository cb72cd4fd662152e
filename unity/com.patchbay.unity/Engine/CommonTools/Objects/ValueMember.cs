using System;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// One member of a field's value as get_game_object shows it (a vector's "y", a rotation's Euler "x", a colour's
    /// "a", a [Serializable] class's serialized field): its name, its type, and how to get it from a live value without
    /// running the project's code (<see cref="ReflectedValues.MembersOf"/>).
    /// </summary>
    public sealed class ValueMember
    {
        public ValueMember(string name, Type type, Func<object, object> get)
        {
            Name = name;
            Type = type;
            Get = get;
        }

        public string Name { get; private set; }

        public Type Type { get; private set; }

        public Func<object, object> Get { get; private set; }
    }
}
