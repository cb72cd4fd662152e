using System;
using UnityEngine;
using UnityEngine.Events;

namespace SampleGame
{
    [Serializable] public class ScoreEvent : UnityEvent<int> { }

    // The score of a run: pickups add to it, and onScoreChanged (persistent listeners: the HUD) hears every change.
    public class ScoreBoard : MonoBehaviour
    {
        public int score;
        public int coinsCollected;
        public ScoreEvent onScoreChanged = new ScoreEvent();

        public void Add(int points)
        {
            score += points;
            coinsCollected++;
            onScoreChanged.Invoke(score);
        }

        public void ResetScore()
        {
            score = 0;
            coinsCollected = 0;
            onScoreChanged.Invoke(score);
        }
    }
}
