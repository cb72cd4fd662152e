using System;

namespace UnityEngine
{
    public class MissingReferenceException : SystemException
    {
        public MissingReferenceException() : base("A Unity object was destroyed but is still referenced.") { }
        public MissingReferenceException(string message) : base(message) { }
        public MissingReferenceException(string message, Exception innerException) : base(message, innerException) { }
    }
}
