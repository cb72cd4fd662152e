using System.Collections;
using UnityEngine;

// Counts fixed steps and the frames between them, the way a physics-driven script sees time.
public class FixedStepTicker : MonoBehaviour
{
    public int FixedUpdates { get; private set; }
    public int AfterFixedResumes { get; private set; }
    public int Updates { get; private set; }
    public float FixedTimeSeen { get; private set; }
    public bool SawFixedDeltaInFixedUpdate { get; private set; } = true;

    IEnumerator Start()
    {
        var wait = new WaitForFixedUpdate();
        while (true)
        {
            yield return wait;
            AfterFixedResumes++;
        }
    }

    void FixedUpdate()
    {
        FixedUpdates++;
        FixedTimeSeen = Time.fixedTime;
        if (!Time.inFixedTimeStep || !Mathf.Approximately(Time.deltaTime, Time.fixedDeltaTime))
            SawFixedDeltaInFixedUpdate = false;
    }

    void Update()
    {
        Updates++;
    }
}
