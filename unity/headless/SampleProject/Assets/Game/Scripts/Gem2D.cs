using UnityEngine;

namespace SampleGame
{
    // A 2D pickup: a trigger the platformer's player collects.
    public class Gem2D : MonoBehaviour
    {
        public int value = 5;

        void OnTriggerEnter2D(Collider2D other)
        {
            var player = other.GetComponent<Player2D>();
            if (player == null) return;
            player.gems += value;
            gameObject.SetActive(false);
        }
    }
}
