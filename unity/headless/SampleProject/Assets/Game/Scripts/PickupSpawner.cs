using System.Collections;
using UnityEngine;

namespace SampleGame
{
    // Drops a coin (the prefab) every interval seconds at the next spawn point, up to max coins, in a coroutine.
    public class PickupSpawner : MonoBehaviour
    {
        public GameObject coinPrefab;
        public ScoreBoard scoreBoard;
        public Transform[] spawnPoints = new Transform[0];
        public float interval = 0.5f;
        public int max = 3;
        public int spawned;

        IEnumerator Start()
        {
            while (spawned < max && coinPrefab != null && spawnPoints.Length > 0)
            {
                yield return new WaitForSeconds(interval);
                var point = spawnPoints[spawned % spawnPoints.Length];
                var coin = Instantiate(coinPrefab, point.position, Quaternion.identity);
                coin.name = "Spawned Coin " + spawned;
                coin.GetComponent<Coin>().scoreBoard = scoreBoard;
                spawned++;
            }
        }
    }
}
