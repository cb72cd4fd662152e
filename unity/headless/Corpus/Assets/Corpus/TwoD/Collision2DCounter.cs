using System.Collections.Generic;
using UnityEngine;

// Keeps a log of the 2D physics messages its object receives.
public class Collision2DCounter : MonoBehaviour
{
    public int enters, exits, stays;
    public Collision2D last;
    public List<string> log = new List<string>();

    void OnCollisionEnter2D(Collision2D collision) { enters++; last = collision; log.Add("enter " + collision.gameObject.name); }
    void OnCollisionStay2D(Collision2D collision) { stays++; }
    void OnCollisionExit2D(Collision2D collision) { exits++; log.Add("exit " + collision.gameObject.name); }
    void OnTriggerEnter2D(Collider2D other) { log.Add("trigger enter " + other.name); }
    void OnTriggerExit2D(Collider2D other) { log.Add("trigger exit " + other.name); }
}
