using System.Collections;
using System.Collections.Generic;
using UnityEngine;

// Spawns waves of enemies; the next wave starts when the current one is cleared.
public class WaveSpawnManager : MonoBehaviour
{
    public GameObject enemyPrefab;
    public int waves = 3;
    public int enemiesPerWave = 2;
    public float timeBetweenWaves = 2f;

    readonly List<GameObject> alive = new List<GameObject>();

    public int CurrentWave { get; private set; }
    public bool AllWavesCleared { get; private set; }
    public IReadOnlyList<GameObject> Alive => alive;

    IEnumerator Start()
    {
        for (int wave = 1; wave <= waves; wave++)
        {
            CurrentWave = wave;
            for (int i = 0; i < enemiesPerWave + wave - 1; i++)
            {
                GameObject enemy = enemyPrefab != null ? Instantiate(enemyPrefab) : new GameObject();
                enemy.name = $"Wave {wave} enemy {i + 1}";
                enemy.transform.position = transform.position + Random.onUnitSphere * 5f;
                alive.Add(enemy);
            }
            yield return new WaitUntil(() => { alive.RemoveAll(e => e == null); return alive.Count == 0; });
            if (wave < waves) yield return new WaitForSeconds(timeBetweenWaves);
        }
        AllWavesCleared = true;
    }
}
