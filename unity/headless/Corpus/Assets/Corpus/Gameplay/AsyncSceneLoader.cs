using System.Collections;
using UnityEngine;
using UnityEngine.SceneManagement;

// Loads the next scene in the background and switches when it is ready (and, optionally, when told to).
public class AsyncSceneLoader : MonoBehaviour
{
    public string sceneName;
    public bool waitForConfirm;

    public float Progress { get; private set; }
    public bool ReadyToActivate { get; private set; }
    public bool Done { get; private set; }

    bool confirmed;

    public void Load()
    {
        StartCoroutine(LoadRoutine());
    }

    public void Confirm() => confirmed = true;

    IEnumerator LoadRoutine()
    {
        DontDestroyOnLoad(gameObject);
        AsyncOperation op = SceneManager.LoadSceneAsync(sceneName, LoadSceneMode.Single);
        if (op == null) yield break;
        op.allowSceneActivation = !waitForConfirm;
        op.completed += _ => Done = true;

        while (!op.isDone)
        {
            // Loading stops at 0.9 until the scene may be activated.
            Progress = Mathf.Clamp01(op.progress / 0.9f);
            if (op.progress >= 0.9f)
            {
                ReadyToActivate = true;
                if (confirmed) op.allowSceneActivation = true;
            }
            yield return null;
        }
        Progress = 1f;
    }
}
