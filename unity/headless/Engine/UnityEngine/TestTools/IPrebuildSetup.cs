namespace UnityEngine.TestTools
{
    // Unity keeps this in the UnityEngine.TestRunner assembly of com.unity.test-framework (1.1.33 and 1.4.6:
    // UnityEngine.TestRunner/Utils/IPrebuildSceneSetup.cs); the stand-in folds it into UnityEngine.dll.
    public interface IPrebuildSetup
    {
        void Setup();
    }
}
