using System;

namespace UnityEngine
{
    public class MissingComponentException : SystemException
    {
        public MissingComponentException() : base("A component is missing.") { }
        public MissingComponentException(string message) : base(message) { }
        public MissingComponentException(string message, Exception innerException) : base(message, innerException) { }
    }
}
