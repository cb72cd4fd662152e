using System.Collections;
using System.Collections.Generic;
using UnityEngine;

// Spawns a prefab every few seconds with a coroutine, up to a maximum.
public class TimedCoroutineSpawner : MonoBehaviour
{
    public GameObject prefab;
    public float interval = 1f;
    public int maxCount = 5;
    public float spawnRadius = 3f;

    readonly List<GameObject> spawned = new List<GameObject>();
    Coroutine routine;

    public IReadOnlyList<GameObject> Spawned => spawned;
    public bool IsSpawning => routine != null;

    void Start()
    {
        routine = StartCoroutine(SpawnLoop());
    }

    IEnumerator SpawnLoop()
    {
        while (spawned.Count < maxCount)
        {
            yield return new WaitForSeconds(interval);
            Vector2 offset = Random.insideUnitCircle * spawnRadius;
            Vector3 position = transform.position + new Vector3(offset.x, 0f, offset.y);
            GameObject go = prefab != null ? Instantiate(prefab, position, Quaternion.identity) : new GameObject("Spawned");
            go.transform.position = position;
            go.name = $"Spawned {spawned.Count + 1}";
            spawned.Add(go);
        }
        routine = null;
    }

    public void StopSpawning()
    {
        if (routine != null)
        {
            StopCoroutine(routine);
            routine = null;
        }
    }
}
