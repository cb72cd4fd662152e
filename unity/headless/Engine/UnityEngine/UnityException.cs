using System;

namespace UnityEngine
{
    public class UnityException : SystemException
    {
        public UnityException() : base("A Unity Runtime error occurred!") { }
        public UnityException(string message) : base(message) { }
        public UnityException(string message, Exception innerException) : base(message, innerException) { }
    }
}
