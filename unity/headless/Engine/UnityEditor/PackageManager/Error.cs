namespace UnityEditor.PackageManager
{
    public class Error
    {
        readonly ErrorCode m_ErrorCode;
        readonly string m_Message;

        internal Error(ErrorCode errorCode, string message)
        {
            m_ErrorCode = errorCode;
            m_Message = message;
        }

        public ErrorCode errorCode { get { return m_ErrorCode; } }

        public string message { get { return m_Message; } }
    }
}
