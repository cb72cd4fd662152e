namespace UnityEditor.PackageManager.Requests
{
    // The Package Manager answers on a later editor frame: Client.Pump completes a request a few
    // frames after it was made (Modules/PackageManager/Editor/Managed/Requests/Request.cs).
    public abstract class Request
    {
        StatusCode m_Status = StatusCode.InProgress;
        Error m_Error;

        internal Request() { }

        public StatusCode Status { get { return m_Status; } }

        public bool IsCompleted { get { return m_Status != StatusCode.InProgress; } }

        public Error Error { get { return m_Error; } }

        internal int FramesLeft = 3;

        internal virtual void Succeed(object result) { m_Status = StatusCode.Success; }

        internal void Fail(ErrorCode code, string message)
        {
            m_Error = new Error(code, message);
            m_Status = StatusCode.Failure;
        }
    }

    public abstract class Request<T> : Request
    {
        T m_Result;

        internal Request() { }

        protected abstract T GetResult();

        internal T StoredResult { get { return m_Result; } }

        internal override void Succeed(object result)
        {
            m_Result = (T)result;
            base.Succeed(result);
        }

        public T Result { get { return IsCompleted && Status == StatusCode.Success ? GetResult() : default(T); } }
    }
}
