using System.Collections.Generic;
using UnityEngine;

// Reports the objects within range whose layer is in its mask.
public class LayerFilteredSensor : MonoBehaviour
{
    [SerializeField] private LayerMask detectionMask = ~0;
    [SerializeField, Range(0.5f, 50f)] private float radius = 5f;

    private readonly List<GameObject> detected = new List<GameObject>();
    public IReadOnlyList<GameObject> Detected => detected;
    public LayerMask DetectionMask { get => detectionMask; set => detectionMask = value; }

    public static bool InMask(LayerMask mask, int layer) => (mask.value & (1 << layer)) != 0;

    public void Scan(IEnumerable<GameObject> candidates)
    {
        detected.Clear();
        foreach (var candidate in candidates)
        {
            if (candidate == gameObject) continue;
            if (!InMask(detectionMask, candidate.layer)) continue;
            if (Vector3.Distance(candidate.transform.position, transform.position) > radius) continue;
            detected.Add(candidate);
        }
    }

    public void UseLayers(params string[] layerNames)
    {
        detectionMask = LayerMask.GetMask(layerNames);
    }
}
