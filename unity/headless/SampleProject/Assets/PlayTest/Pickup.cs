using UnityEngine;

namespace SampleGame
{
    // A pickup of the play-test sample: when the player comes within reach it adds its value to the player's score,
    // logs it, and disappears.
    public class Pickup : MonoBehaviour
    {
        public PlayerController player;
        public int value = 1;
        public float reach = 0.75f;

        void Update()
        {
            if (player == null) return;
            var offset = player.transform.position - transform.position;
            offset.y = 0f;
            if (offset.magnitude > reach) return;
            player.score += value;
            Debug.Log("Picked up " + name + ": score " + player.score);
            Destroy(gameObject);
        }
    }
}
